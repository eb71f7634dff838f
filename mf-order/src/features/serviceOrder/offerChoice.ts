import type { ServiceOffer } from '@xingheng/shared';

/** The plan chosen on the purchase page: SPEC §3 server type and duration unit codes. */
export interface OfferChoice {
  serverType: number;
  durationUnit: number;
}

/**
 * The server types the offers have, in the order of the offers (first appearance).
 * @returns SPEC §3 server type codes, e.g. `[2, 1]`
 */
export function serverTypesOf(offers: readonly ServiceOffer[]): number[] {
  return [...new Set(offers.map((offer) => offer.serverType))];
}

/**
 * The duration units offered for one server type, in the order of the offers.
 * @returns SPEC §3 duration unit codes, e.g. `[3, 4, 5, 6]`
 */
export function unitsOf(offers: readonly ServiceOffer[], serverType: number): number[] {
  return offers.filter((offer) => offer.serverType === serverType).map((o) => o.durationUnit);
}

/** The offer of a choice, if the service has it. */
export function offerOf(
  offers: readonly ServiceOffer[],
  choice: OfferChoice,
): ServiceOffer | undefined {
  return offers.find(
    (o) => o.serverType === choice.serverType && o.durationUnit === choice.durationUnit,
  );
}

/**
 * The choice to start with: the hinted plan when the service offers it (from `planId`, or the
 * `serverType` / `durationUnit` of the query), else the hinted server type's first unit, else the
 * first offer.
 * @param offers the service's offers (maybe narrowed to one server type)
 * @param hint what the link asked for; either field may be missing
 * @returns the choice, or null when there are no offers
 */
export function initialChoice(
  offers: readonly ServiceOffer[],
  hint: Partial<OfferChoice>,
): OfferChoice | null {
  const first = offers[0];
  if (!first) return null;
  const hinted = hint.serverType;
  const serverType =
    hinted !== undefined && serverTypesOf(offers).includes(hinted) ? hinted : first.serverType;
  return withServerType(
    offers,
    { serverType, durationUnit: hint.durationUnit ?? first.durationUnit },
    serverType,
  );
}

/**
 * A choice with another server type: the duration unit is kept when offered for it, else its
 * first unit.
 * @returns the new choice
 */
export function withServerType(
  offers: readonly ServiceOffer[],
  choice: OfferChoice,
  serverType: number,
): OfferChoice {
  const units = unitsOf(offers, serverType);
  const durationUnit = units.includes(choice.durationUnit)
    ? choice.durationUnit
    : (units[0] ?? choice.durationUnit);
  return { serverType, durationUnit };
}

import { data, type LoaderFunctionArgs } from '@xingheng/shared/router';
import { HARDWARE, isHardwareSlug, type Hardware } from '#content/hardware';

/** What the hardware page reads from its loader. */
export interface HardwareData {
  hardware: Hardware;
}

/**
 * Loader of `/productSolution/hardware/:name` (SPEC §2): looks the product up in the
 * content records; no network.
 * @param args.params.name the route's product name, e.g. `lk-gnss`
 * @returns `{ hardware }`, the product record
 * @throws `data('产品不存在', { status: 404 })` when `name` is not one of `HARDWARE_SLUGS`
 */
export function hardwareLoader({ params }: Pick<LoaderFunctionArgs, 'params'>): HardwareData {
  const { name } = params;
  if (!isHardwareSlug(name)) throw data('产品不存在', { status: 404 });
  return { hardware: HARDWARE[name] };
}

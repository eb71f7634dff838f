import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MOBILE_PATTERN, type Address, type Region } from '@xingheng/shared';
import { regionChildren, resolveRegionChain } from './regions';
import {
  addAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
  type AddressValues,
} from './store';
import { authentication } from '../auth/authenticate';
import { ApiError, ERROR_CODES, ok } from '../errors';
import { freeText } from '../validation/freeText';
import type { ApiRouteOptions } from '../http/context';

/** A single-line free text of `min`–`max` characters (the API's one rule, `freeText`). */
function text(label: string, field: string, min: number, max: number) {
  return freeText({ label, field, min, max });
}

/** A 6-digit GB/T 2260 code, with a message naming the field. */
function regionCode(label: string, field: string) {
  const msg = `${label}（${field}）须为 6 位行政区划代码`;
  return z.string({ error: msg }).regex(/^\d{6}$/, { error: msg });
}

const MOBILE_MSG = '手机号码（mobile）须为 11 位中国大陆手机号';
const POSTCODE_MSG = '邮政编码（postcode）须为 6 位数字';
const ID_MSG = '地址编号（id）须为正整数';

const addressId = z
  .int({ error: ID_MSG })
  .min(1, { error: ID_MSG })
  .max(999_999_999, { error: ID_MSG });

/** The fields of `AddressInput` (shared/src/types/address.ts). */
const addressFields = {
  recipient: text('收货人', 'recipient', 2, 20),
  mobile: z.string({ error: MOBILE_MSG }).trim().regex(MOBILE_PATTERN, { error: MOBILE_MSG }),
  provinceCode: regionCode('省份', 'provinceCode'),
  cityCode: regionCode('城市', 'cityCode'),
  districtCode: regionCode('区县', 'districtCode'),
  detail: text('详细地址', 'detail', 5, 120),
  postcode: z
    .string({ error: POSTCODE_MSG })
    .trim()
    .regex(/^(\d{6})?$/, { error: POSTCODE_MSG })
    .nullable()
    .optional(),
  isDefault: z.boolean({ error: '默认地址（isDefault）须为 true 或 false' }).optional(),
};

/** Body of `POST /user/address/add`. */
export const addressBody = z.object(addressFields);
/** Body of `POST /user/address/update`: the address's `id` and all its fields. */
export const addressUpdateBody = z.object({ id: addressId, ...addressFields });
/** Body of `delete` and `set/defaultAddress`. */
export const addressIdBody = z.object({ id: addressId });

/**
 * The checked values of a body: its region chain must exist in the data (regions.ts).
 * @throws ApiError HTTP 400 `40001` naming the first code that breaks the chain
 */
function addressValues(body: z.infer<typeof addressBody>): AddressValues {
  const resolved = resolveRegionChain(body.provinceCode, body.cityCode, body.districtCode);
  if ('error' in resolved) throw new ApiError(400, ERROR_CODES.badInput, resolved.error.msg);
  return {
    recipient: body.recipient,
    mobile: body.mobile,
    region: resolved.chain,
    detail: body.detail,
    postcode: body.postcode ? body.postcode : null,
    ...(body.isDefault === undefined ? {} : { isDefault: body.isDefault }),
  };
}

/**
 * Address book (docs/api.md "Address book" and its table rows; SPEC §7 `/api/user/address/*`,
 * `/api/user/prov/list`). The region list is public reference data; every address route needs
 * Authorization, checked before the input so an anonymous caller learns nothing of the rules
 * (401 `401`). An `id` that is not one of the user's addresses answers 404 `40401`, as an unknown
 * one does, so ids of others cannot be probed.
 */
export const addressRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (app, { db, now }) => {
  app.get(
    '/user/prov/list',
    {
      schema: {
        querystring: z.object({
          parentCode: z
            .string({ error: '上级地区（parentCode）须为 6 位行政区划代码' })
            .regex(/^\d{6}$/, { error: '上级地区（parentCode）须为 6 位行政区划代码' })
            .optional(),
        }),
      },
    },
    async (request) => {
      const regions: Region[] | undefined = regionChildren(request.query.parentCode);
      if (!regions) throw new ApiError(404, ERROR_CODES.notFoundDoc, '行政区划代码不存在');
      return ok(regions);
    },
  );

  const preValidation = authentication(app, { db, now });

  app.get(
    '/user/address/list',
    { preValidation, schema: { querystring: z.object({}) } },
    async (request) => {
      const data: Address[] = await listAddresses(db, request.userId);
      return ok(data);
    },
  );

  app.post(
    '/user/address/add',
    { preValidation, schema: { body: addressBody } },
    async (request) => {
      const values = addressValues(request.body);
      const data: Address = await addAddress(db, request.userId, values, now());
      return ok(data);
    },
  );

  app.post(
    '/user/address/update',
    { preValidation, schema: { body: addressUpdateBody } },
    async (request) => {
      const { id, ...fields } = request.body;
      const values = addressValues(fields);
      const data: Address = await updateAddress(db, request.userId, id, values, now());
      return ok(data);
    },
  );

  app.post(
    '/user/address/delete',
    { preValidation, schema: { body: addressIdBody } },
    async (request) => {
      await deleteAddress(db, request.userId, request.body.id);
      return ok(null);
    },
  );

  app.post(
    '/user/address/set/defaultAddress',
    { preValidation, schema: { body: addressIdBody } },
    async (request) => {
      await setDefaultAddress(db, request.userId, request.body.id);
      return ok(null);
    },
  );
};

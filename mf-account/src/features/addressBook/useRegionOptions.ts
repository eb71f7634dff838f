import { useCallback, useEffect, useState } from 'react';
import type { Region } from '@xingheng/shared';
import { useAddressBookDeps } from './addressBookDeps';

/** One option of the region Cascader: a division, its children loaded on demand. */
export interface RegionOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: RegionOption[];
}

function toOption(region: Region): RegionOption {
  return { value: region.code, label: region.name, isLeaf: !region.hasChildren };
}

/** What `useRegionOptions` gives the Cascader. */
export interface RegionOptions {
  options: RegionOption[];
  /** Cascader `loadData`: fetches the children of the last selected option. */
  loadData: (selected: RegionOption[]) => void;
  /** False until the provinces (and the initial chain's levels) are loaded. */
  ready: boolean;
  /** The Chinese message when the regions could not be loaded, else null. */
  error: string | null;
}

/**
 * The options of the province → city → district Cascader (docs/api.md "Address book"): the
 * provinces first, each level fetched when opened; with `initial` (an address being edited) the
 * levels of that chain are fetched up front so the Cascader shows its names.
 * @param initial `[provinceCode, cityCode, districtCode]` or nothing
 */
export function useRegionOptions(initial?: readonly string[]): RegionOptions {
  const { regions } = useAddressBookDeps();
  const [options, setOptions] = useState<RegionOption[]>([]);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [province, city] = initial ?? [];

  useEffect(() => {
    let live = true;
    const load = async () => {
      const provinces = (await regions()).map(toOption);
      if (province && city) {
        const p = provinces.find((o) => o.value === province);
        if (p) {
          p.children = (await regions(province)).map(toOption);
          const c = p.children.find((o) => o.value === city);
          if (c) c.children = (await regions(city)).map(toOption);
        }
      }
      return provinces;
    };
    load().then(
      (loaded) => {
        if (!live) return;
        setOptions(loaded);
        setReady(true);
      },
      () => {
        if (live) setError('地区数据加载失败，请稍后重试');
      },
    );
    return () => {
      live = false;
    };
  }, [regions, province, city]);

  const loadData = useCallback(
    (selected: RegionOption[]) => {
      const target = selected[selected.length - 1];
      if (!target || target.children) return;
      regions(target.value).then(
        (children) => {
          target.children = children.map(toOption);
          setOptions((current) => [...current]);
        },
        () => setError('地区数据加载失败，请稍后重试'),
      );
    },
    [regions],
  );

  return { options, loadData, ready, error };
}

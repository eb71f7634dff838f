import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { AutoComplete, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { MenuItem } from '@xingheng/shared';
import { searchMenu } from '../menu/menuRules';

/**
 * The header search box (SPEC §2; the site search API comes later): searches the menu items'
 * names on the client (substring, case-insensitive) and navigates to the chosen item's url.
 * Enter opens the highlighted (by default the first) result. A query with no match says so in the drop-down.
 * @param menu the menu tree to search
 */
export function MenuSearch({ menu }: { menu: MenuItem[] }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchMenu(menu, query), [menu, query]);
  const options = results.map(({ item, trail }) => ({
    value: String(item.id),
    label: (
      <span className="shell-search-option">
        {item.name}
        {trail.length > 0 && <span className="shell-search-trail">{trail.join(' / ')}</span>}
      </span>
    ),
  }));

  const go = (id: string) => {
    const found = results.find(({ item }) => String(item.id) === id);
    if (!found) return;
    setQuery('');
    void navigate(found.item.url);
  };

  return (
    <AutoComplete
      className="shell-search"
      value={query}
      options={options}
      onChange={setQuery}
      onSelect={go}
      notFoundContent={
        query.trim() ? (
          <span className="shell-search-empty">未找到与“{query.trim()}”相关的栏目</span>
        ) : null
      }
      popupMatchSelectWidth={280}
    >
      <Input
        aria-label="搜索产品与方案"
        placeholder="搜索产品、方案"
        prefix={<SearchOutlined aria-hidden="true" />}
        allowClear
      />
    </AutoComplete>
  );
}

import { useRef, useState } from 'react';
import CloseCircleFilled from '@ant-design/icons-svg/lib/asn/CloseCircleFilled';
import { useNavigate } from '@xingheng/shared/router';
import { PlainIcon, useIsClient } from '@xingheng/shared/ui';
import { paths, supportCenterPath } from '../../../paths';
import { MAX_QUERY_LENGTH } from '../supportQuery';
import '../articles.css';

/**
 * The search box of `/support` (search within support only, `GET /api/web/support/list?q=`), a
 * plain `<form role="search">` drawn like antd's large `Input.Search` with its 搜索 button: it
 * submits `GET /support?q=` like any form, so it works before the page is hydrated; once hydrated,
 * Enter (not while an input method is composing) and 搜索 go there through the router without a
 * reload (the route loader runs the search) and the form is not submitted (React would otherwise
 * treat a submit that starts a navigation as a form action). An empty search, or the clear button
 * (like antd's `allowClear`), goes back to all articles.
 * @param initial the current search text (re-mount with a `key` when it changes)
 */
export function SupportSearch({ initial }: { initial: string | null }) {
  const navigate = useNavigate();
  const hydrated = useIsClient();
  const input = useRef<HTMLInputElement>(null);
  const [filled, setFilled] = useState((initial ?? '') !== '');
  const search = (value: string) => {
    const q = value.trim();
    void navigate(supportCenterPath({ q: q === '' ? null : q }));
  };
  return (
    <form
      className="sup-search"
      role="search"
      aria-label="支持文档搜索"
      action={paths.support}
      method="get"
    >
      <span className="sup-search-box">
        <input
          ref={input}
          type="search"
          name="q"
          className="sup-search-input"
          aria-label="搜索支持文档"
          placeholder="搜索产品指南、接入文档与常见问题，如“NTRIP”“固定解”"
          defaultValue={initial ?? ''}
          maxLength={MAX_QUERY_LENGTH}
          onChange={(event) => setFilled(event.target.value !== '')}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            search(event.currentTarget.value);
          }}
        />
        {hydrated && filled && (
          <button
            type="button"
            className="sup-search-clear"
            aria-label="清除搜索内容"
            onClick={() => {
              if (input.current) input.current.value = '';
              setFilled(false);
              input.current?.focus();
              search('');
            }}
          >
            <PlainIcon icon={CloseCircleFilled} />
          </button>
        )}
      </span>
      <button
        type="submit"
        className="sup-search-button"
        onClick={(event) => {
          event.preventDefault();
          search(input.current?.value ?? '');
        }}
      >
        搜索
      </button>
    </form>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Lang } from '@tomaru/ui/lang';
import { type ReactNode, useId, useState } from 'react';

/** Each language's own name, as a tab says it (the clerk reads Japanese). */
const LANG_LABELS: Record<Lang, MessageDescriptor> = {
  ja: msg`日本語`,
  en: msg`英語`,
  ko: msg`韓国語`,
  'zh-CN': msg`中国語（簡体字）`,
  'zh-TW': msg`中国語（繁体字）`,
};

/** The tabs' look travels with them, so every form that uses them looks the same. */
const TABS_CSS = `
.inv-tabs__list { display: flex; flex-wrap: wrap; gap: 0.25rem; border-bottom: 1px solid #d9d9d9; margin-bottom: 0.75rem; }
.inv-tabs__tab { border: 1px solid #d9d9d9; border-bottom: none; background: #f5f5f5; padding: 0.4rem 0.75rem; border-radius: 6px 6px 0 0; cursor: pointer; font: inherit; }
.inv-tabs__tab.is-active { background: #fff; font-weight: 600; }
.inv-tabs__tab.has-error { color: #b00020; }
`;

/**
 * One tab per language the hotel offers, each panel holding that language's fields (as the hotel
 * information form): `hasError(lang)` marks a tab whose fields have an error.
 */
export function LocalizedTabs({
  languages,
  hasError,
  children,
}: {
  languages: readonly Lang[];
  hasError: (lang: Lang) => boolean;
  children: (lang: Lang) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [tab, setTab] = useState<Lang>('ja');
  const shown: Lang = languages.includes(tab) ? tab : 'ja';
  return (
    <div className="inv-tabs">
      <style>{TABS_CSS}</style>
      <div role="tablist" className="inv-tabs__list" aria-label={t`表示言語`}>
        {languages.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            id={`${id}-tab-${l}`}
            aria-controls={`${id}-panel-${l}`}
            aria-selected={shown === l}
            className={`inv-tabs__tab${shown === l ? ' is-active' : ''}${hasError(l) ? ' has-error' : ''}`}
            onClick={() => setTab(l)}
          >
            {i18n._(LANG_LABELS[l])}
            {hasError(l) ? (
              <span role="img" aria-label={t`入力に誤りがあります`}>
                {' '}
                ⚠
              </span>
            ) : null}
          </button>
        ))}
      </div>
      {languages.map((l) => (
        <div
          key={l}
          role="tabpanel"
          id={`${id}-panel-${l}`}
          aria-labelledby={`${id}-tab-${l}`}
          hidden={shown !== l}
          lang={l}
        >
          {children(l)}
        </div>
      ))}
    </div>
  );
}

/** The inventory screens' layout: one column on a phone; tables scroll sideways in their own box. */
const CSS = `
.inv-page { max-width: 56rem; }
.inv-page .input { width: 100%; max-width: 100%; box-sizing: border-box; }
.inv-group { border: 1px solid #d9d9d9; border-radius: 6px; padding: 0.75rem 1rem; margin: 0 0 1rem; min-width: 0; }
.inv-group legend { font-weight: 600; padding: 0 0.25rem; }
.inv-checks { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; }
.inv-check { display: inline-flex; align-items: center; gap: 0.25rem; }
.inv-pair { display: grid; grid-template-columns: 1fr; gap: 0 1rem; }
@media (min-width: 600px) { .inv-pair { grid-template-columns: 1fr 1fr; } }
.inv-scroll { overflow-x: auto; max-width: 100%; }
.inv-table { border-collapse: collapse; min-width: 100%; }
.inv-table th, .inv-table td { border-bottom: 1px solid #e5e5e5; padding: 0.4rem 0.5rem; text-align: left; white-space: nowrap; }
.inv-table td.num, .inv-table th.num { text-align: right; }
.inv-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 1rem 0; align-items: center; }
.inv-ok { color: #1b5e20; }
.inv-row { display: flex; gap: 0.5rem; align-items: flex-end; flex-wrap: wrap; }
.inv-row > .field { flex: 1 1 12rem; min-width: 0; }
.inv-sort { list-style: none; padding: 0; margin: 0; }
.inv-sort li { display: flex; gap: 0.5rem; align-items: center; padding: 0.4rem 0; border-bottom: 1px solid #e5e5e5; flex-wrap: wrap; }
.inv-sort li span { flex: 1 1 10rem; min-width: 0; overflow-wrap: anywhere; }
.inv-month { display: flex; gap: 0.5rem; align-items: center; margin: 0.5rem 0; flex-wrap: wrap; }
`;

export function InventoryStyles() {
  return <style>{CSS}</style>;
}

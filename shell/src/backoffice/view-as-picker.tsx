import { useLingui } from '@lingui/react/macro';
import { useLoaderData, useNavigate } from '@tanstack/react-router';
import type { StaffKind } from '@tomaru/ui/api';
import { LangLink, langPath, useLang } from '@tomaru/ui/lang';
import type { Role } from '@tomaru/ui/menus';
import { usePageTitle } from '@tomaru/ui/title';
import { type FormEvent, useId, useState } from 'react';
import { Layout } from '../layout';
import type { PickerData } from './picker-loader';

/** `/admin/adminhotel`, `/admin/chainhotel`, …without an id: choose what to view. */
export function ViewAsPicker() {
  const { t } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const inputId = useId();
  const { config, hotels } = useLoaderData({ strict: false }) as PickerData;
  const [id, setId] = useState('');
  const labels: Record<Role, string> = {
    hotel: t`表示するホテルを選んでください`,
    chain: t`表示するチェーンのIDを入力してください`,
    union: t`表示する組合のIDを入力してください`,
    admin: '',
  };
  const heading = labels[config.role];
  usePageTitle(heading);
  const base = `/admin/${config.segment}`;
  const home = `/admin/${config.viewer as StaffKind}`;

  function open(e: FormEvent) {
    e.preventDefault();
    if (/^[1-9]\d{0,9}$/.test(id)) void navigate({ href: langPath(lang, `${base}/${id}`) });
  }

  return (
    <Layout name="empty">
      <h1>{heading}</h1>
      {hotels ? (
        <ul className="link-list">
          {hotels.map((h) => (
            <li key={h.hotel_id}>
              <LangLink to={`${base}/${h.hotel_id}`}>
                {h.hotel_id}: {h.name}
              </LangLink>
            </li>
          ))}
        </ul>
      ) : (
        <form className="form form--inline" onSubmit={open}>
          <div className="field">
            <label htmlFor={inputId}>ID</label>
            <input
              id={inputId}
              inputMode="numeric"
              pattern="[0-9]*"
              value={id}
              onChange={(e) => setId(e.target.value.trim())}
            />
          </div>
          <button type="submit" className="button button--primary">{t`表示`}</button>
        </form>
      )}
      <p>
        <LangLink to={home}>{t`管理画面トップへ戻る`}</LangLink>
      </p>
    </Layout>
  );
}

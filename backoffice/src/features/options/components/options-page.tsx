import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { formatYen } from '@tomaru/ui/format';
import { useLang } from '@tomaru/ui/lang';
import { usePageTitle } from '@tomaru/ui/title';
import { HrefLink } from '@tomaru/ui/url';
import { InventoryStyles } from '../../../shared/inventory/localized-tabs';
import { additionalOptionsQuery, askedOptionsQuery } from '../api/options';
import { PRICE_UNIT_LABELS } from './labels';
import { useCanWrite, useOptionHref } from './paths';

/**
 * The option item (`option`): the options asked with choices and the paid additional options, each
 * with its edit screen, the sort screens and each additional option's stock calendar.
 */
export function OptionsPage() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const { viewer, entityId } = useBackOffice();
  const href = useOptionHref();
  const canWrite = useCanWrite();
  const asked = useSuspenseQuery(askedOptionsQuery(viewer, entityId)).data;
  const additional = useSuspenseQuery(additionalOptionsQuery(viewer, entityId)).data;
  usePageTitle(t`オプション`);
  return (
    <div className="inv-page">
      <InventoryStyles />
      <h1>
        <Trans>オプション</Trans>
      </h1>

      <h2>
        <Trans>追加オプション（有料）</Trans>
      </h2>
      <div className="inv-actions">
        {canWrite ? (
          <HrefLink className="button" href={href('option/create?kind=additional')}>
            <Trans>追加オプションを作成</Trans>
          </HrefLink>
        ) : null}
        <HrefLink href={href('option/additional-option-sort')}>
          <Trans>追加オプションの並び順</Trans>
        </HrefLink>
      </div>
      {additional.additional_options.length === 0 ? (
        <p>
          <Trans>追加オプションはまだありません。</Trans>
        </p>
      ) : (
        <div className="inv-scroll">
          <table className="inv-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>名前</Trans>
                </th>
                <th scope="col" className="num">
                  <Trans>単価（税込）</Trans>
                </th>
                <th scope="col">
                  <Trans>料金の単位</Trans>
                </th>
                <th scope="col">
                  <Trans>在庫</Trans>
                </th>
                <th scope="col">
                  <Trans>操作</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {additional.additional_options.map((o) => (
                <tr key={o.additional_option_id}>
                  <td>
                    {o.names.ja}
                    {o.required ? (
                      <>
                        {' '}
                        <Trans>（必須）</Trans>
                      </>
                    ) : null}
                  </td>
                  <td className="num">{formatYen(o.unit_price, lang)}</td>
                  <td>{i18n._(PRICE_UNIT_LABELS[o.price_unit])}</td>
                  <td>{o.stock_managed ? <Trans>管理する</Trans> : <Trans>管理しない</Trans>}</td>
                  <td>
                    <div className="inv-checks">
                      <HrefLink
                        href={href(`option/edit?kind=additional&id=${o.additional_option_id}`)}
                        aria-label={t`${o.names.ja}を編集`}
                      >
                        <Trans>編集</Trans>
                      </HrefLink>
                      <HrefLink
                        href={href(`option/calendar?id=${o.additional_option_id}`)}
                        aria-label={t`${o.names.ja}の在庫カレンダー`}
                      >
                        <Trans>在庫カレンダー</Trans>
                      </HrefLink>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>
        <Trans>選択式のオプション（予約時の質問）</Trans>
      </h2>
      <div className="inv-actions">
        {canWrite ? (
          <HrefLink className="button" href={href('option/create?kind=asked')}>
            <Trans>選択式のオプションを作成</Trans>
          </HrefLink>
        ) : null}
        <HrefLink href={href('option/option-sort')}>
          <Trans>選択式のオプションの並び順</Trans>
        </HrefLink>
      </div>
      {asked.options.length === 0 ? (
        <p>
          <Trans>選択式のオプションはまだありません。</Trans>
        </p>
      ) : (
        <div className="inv-scroll">
          <table className="inv-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>質問</Trans>
                </th>
                <th scope="col">
                  <Trans>選択肢</Trans>
                </th>
                <th scope="col">
                  <Trans>回答必須</Trans>
                </th>
                <th scope="col">
                  <Trans>操作</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {asked.options.map((o) => (
                <tr key={o.option_id}>
                  <td>{o.texts.ja}</td>
                  <td>{o.choices.map((c) => c.texts.ja).join(' / ')}</td>
                  <td>{o.mandatory ? <Trans>必須</Trans> : <Trans>任意</Trans>}</td>
                  <td>
                    <HrefLink
                      href={href(`option/edit?kind=asked&id=${o.option_id}`)}
                      aria-label={t`${o.texts.ja}を編集`}
                    >
                      <Trans>編集</Trans>
                    </HrefLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

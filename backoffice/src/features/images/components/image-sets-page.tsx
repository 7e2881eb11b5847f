import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { langPath, useLang } from '@tomaru/ui/lang';
import { usePageTitle } from '@tomaru/ui/title';
import { HrefLink } from '@tomaru/ui/url';
import { imageSetsQuery } from '../api/images';
import { TARGET_LABELS } from './labels';
import { ImageStyles } from './styles';

/**
 * The image sets of the hotel (`image`, `image/create`): the hotel itself, each room and each plan,
 * with how many photos each has and a link to edit them (a set is created with its first photo).
 */
export function ImageSetsPage() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const { viewer, entityId, basePath } = useBackOffice();
  const { data } = useSuspenseQuery(imageSetsQuery(viewer, entityId));
  usePageTitle(t`画像セット`);
  const countOf = (target: string, id: number) =>
    data.image_sets.find((s) => s.target === target && s.target_id === id)?.images.length ?? 0;
  return (
    <div className="image-sets">
      <ImageStyles />
      <h1>
        <Trans>画像セット</Trans>
      </h1>
      <p>
        <Trans>ホテル・部屋・プランごとの写真です。お客様向けのページにすぐ表示されます。</Trans>
      </p>
      <div className="image-sets__table-box">
        <table className="image-sets__table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>対象</Trans>
              </th>
              <th scope="col">
                <Trans>名前</Trans>
              </th>
              <th scope="col">
                <Trans>写真</Trans>
              </th>
              <th scope="col">
                <span className="visually-hidden">
                  <Trans>操作</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.targets.map((target) => {
              const name = target.name[lang] || target.name.ja;
              const count = countOf(target.target, target.target_id);
              const href = `${basePath}/image/edit?target=${target.target}&target_id=${target.target_id}`;
              return (
                <tr key={`${target.target}-${target.target_id}`}>
                  <td>{i18n._(TARGET_LABELS[target.target])}</td>
                  <td>{name}</td>
                  <td>{t`${count}枚`}</td>
                  <td>
                    <HrefLink href={langPath(lang, href)} aria-label={t`${name}の写真を編集`}>
                      <Trans>編集</Trans>
                    </HrefLink>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

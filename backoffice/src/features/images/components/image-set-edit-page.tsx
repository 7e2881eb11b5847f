import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { langPath, useLang } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import { HrefLink } from '@tomaru/ui/url';
import { useState } from 'react';
import { EntityHistory } from '../../../shared/history/entity-history';
import {
  createImageSet,
  deleteImage,
  type ImageSet,
  type ImageSets,
  imageSetsQuery,
  updateImageSet,
  uploadImage,
} from '../api/images';
import { resizeForUpload } from '../api/resize';
import type { ImageTargetSearch } from '../image-search';
import { ImageList } from './image-list';
import { ImageUploader } from './image-uploader';
import { TARGET_LABELS } from './labels';
import { ImageStyles } from './styles';

/**
 * One target's photos (`image/edit?target=room&target_id=101`, also `image/create`): add a photo
 * (resized in the browser; the set is created with its first photo), reorder, alt texts, delete,
 * and the set's history. A union reads only.
 */
export function ImageSetEditPage({ search }: RemotePageProps<ImageTargetSearch>) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const { viewer, entityId, basePath } = useBackOffice();
  const queryClient = useQueryClient();
  const query = imageSetsQuery(viewer, entityId);
  const { data } = useSuspenseQuery(query);
  const target = data.targets.find((x) => x.target === search.target && x.target_id === search.target_id);
  const name = target ? target.name[lang] || target.name.ja : '';
  const kind = i18n._(TARGET_LABELS[search.target]);
  usePageTitle(t`${kind}「${name}」の写真`);
  const readOnly = viewer === 'union';
  const set = data.image_sets.find((s) => s.target === search.target && s.target_id === search.target_id);
  const [notice, setNotice] = useState<'saved' | 'deleted' | null>(null);

  /** Puts a saved set into the cached list (the answer is the set as saved) and refreshes its history. */
  async function saved(next: ImageSet) {
    queryClient.setQueryData(query.queryKey, (old: ImageSets | undefined) =>
      old
        ? {
            ...old,
            image_sets: [...old.image_sets.filter((s) => s.image_set_id !== next.image_set_id), next],
          }
        : old,
    );
    // The history refreshes in the background: the clerk's notice need not wait for it.
    void queryClient.invalidateQueries({ queryKey: ['history', 'image_set'] });
  }

  async function upload(files: Blob[]) {
    setNotice(null);
    const id =
      set?.image_set_id ??
      (await createImageSet(viewer, entityId, search.target, search.target_id)).image_set_id;
    await saved(await uploadImage(viewer, entityId, id, files));
  }

  return (
    <div className="image-set">
      <ImageStyles />
      <p>
        <HrefLink href={langPath(lang, `${basePath}/image`)}>
          <Trans>画像セットの一覧へ</Trans>
        </HrefLink>
      </p>
      <h1>{target ? t`${kind}「${name}」の写真` : t`画像セット`}</h1>
      {!target ? (
        <p role="alert" className="form__failure">
          <Trans>この対象は見つかりません。一覧から選び直してください。</Trans>
        </p>
      ) : (
        <>
          {readOnly ? (
            <p>
              <Trans>閲覧のみです。写真の追加や変更はホテルまたはチェーンが行います。</Trans>
            </p>
          ) : (
            <ImageUploader resize={resizeForUpload} upload={upload} />
          )}
          <h2>
            <Trans>写真</Trans>
          </h2>
          {set ? (
            <ImageList
              key={`${set.image_set_id}-${set.updated_at}`}
              set={set}
              languages={data.languages}
              readOnly={readOnly}
              save={async (rows, updatedAt) => {
                setNotice(null);
                await saved(
                  await updateImageSet(viewer, {
                    hotel_id: entityId,
                    image_set_id: set.image_set_id,
                    images: rows,
                    updated_at: updatedAt,
                  }),
                );
                setNotice('saved');
              }}
              remove={async (imageId) => {
                setNotice(null);
                await saved(await deleteImage(viewer, entityId, set.image_set_id, imageId));
                setNotice('deleted');
              }}
            />
          ) : (
            <p>
              <Trans>まだ写真はありません。</Trans>
            </p>
          )}
          {notice ? (
            <p role="status">
              {notice === 'saved' ? <Trans>保存しました。</Trans> : <Trans>写真を削除しました。</Trans>}
            </p>
          ) : null}
          {set ? (
            <EntityHistory entity="image_set" entityId={set.image_set_id} testId="image-set-history" />
          ) : null}
        </>
      )}
    </div>
  );
}

import { queryOptions } from '@tanstack/react-query';
import type { ImageTarget, UpdateImageSetBody } from '@tomaru/domain/schemas/images';
import type { StaffKind } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';

/** A hotel's image sets and what it may illustrate (itself, each room, each plan), as getimagesets answers. */
export function imageSetsQuery(viewer: StaffKind, hotelId: number) {
  return queryOptions({
    queryKey: ['image-sets', viewer, hotelId],
    queryFn: () => json(client(viewer).api.api.getimagesets.$get({ query: { hotel_id: String(hotelId) } })),
  });
}

export type ImageSets = Awaited<ReturnType<NonNullable<ReturnType<typeof imageSetsQuery>['queryFn']>>>;
export type ImageSet = ImageSets['image_sets'][number];
export type StoredImage = ImageSet['images'][number];

/** Creates the empty set of a target (the first upload of a target does it). */
export async function createImageSet(
  viewer: StaffKind,
  hotelId: number,
  target: ImageTarget,
  targetId: number,
) {
  const answer = await json(
    client(viewer).api.api.createimageset.$post({
      json: { hotel_id: hotelId, target, target_id: targetId },
    }),
  );
  return answer.image_set;
}

/** Uploads one photo's widths (already resized by the browser) as multipart/form-data. */
export async function uploadImage(viewer: StaffKind, hotelId: number, imageSetId: number, files: Blob[]) {
  const form = new FormData();
  files.forEach((file, i) => {
    form.append('file', file, `photo-${i + 1}`);
  });
  const answer = await json(
    client(viewer).api.api.uploadimage.$post(
      { query: { hotel_id: String(hotelId), image_set_id: String(imageSetId) } },
      { init: { body: form } },
    ),
  );
  return answer.image_set;
}

/** Saves the order and the alt texts: every photo of the set once, in the new order. */
export async function updateImageSet(viewer: StaffKind, body: UpdateImageSetBody) {
  return (await json(client(viewer).api.api.updateimageset.$post({ json: body }))).image_set;
}

export async function deleteImage(viewer: StaffKind, hotelId: number, imageSetId: number, imageId: number) {
  const answer = await json(
    client(viewer).api.api.deleteimage.$post({
      json: { hotel_id: hotelId, image_set_id: imageSetId, image_id: imageId },
    }),
  );
  return answer.image_set;
}

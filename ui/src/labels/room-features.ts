import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BedType, RoomAmenity, Smoking } from '@tomaru/domain/lists/room-features';

/** The bed types a room is described with (domain/src/lists/room-features.ts), as guests and staff read them. */
export const BED_TYPE_LABELS = {
  single: msg`シングル`,
  semi_double: msg`セミダブル`,
  double: msg`ダブル`,
  queen: msg`クイーン`,
  king: msg`キング`,
  futon: msg`布団`,
  sofa_bed: msg`ソファベッド`,
  bunk: msg`二段ベッド`,
} as const satisfies Record<BedType, MessageDescriptor>;

/** The room amenities of the fixed list. */
export const AMENITY_LABELS = {
  wifi: msg`Wi-Fi`,
  air_conditioner: msg`エアコン`,
  tv: msg`テレビ`,
  fridge: msg`冷蔵庫`,
  kettle: msg`電気ケトル`,
  hair_dryer: msg`ヘアドライヤー`,
  bathtub: msg`バスタブ`,
  shower: msg`シャワー`,
  toilet_washlet: msg`温水洗浄便座`,
  yukata: msg`浴衣`,
  toiletries: msg`アメニティグッズ`,
  safe: msg`金庫`,
  desk: msg`デスク`,
  washing_machine: msg`洗濯機`,
  kitchen: msg`キッチン`,
  open_air_bath: msg`客室露天風呂`,
  accessible: msg`バリアフリー`,
} as const satisfies Record<RoomAmenity, MessageDescriptor>;

export const SMOKING_LABELS = {
  no: msg`禁煙`,
  yes: msg`喫煙可`,
} as const satisfies Record<Smoking, MessageDescriptor>;

/**
 * The fixed lists a room type is described with (issue 12): bed types and amenities are codes, so
 * guests read them in their own language (labels in ui/src/labels/room-features.ts) and a hotel
 * cannot store a typo. New codes are added at the end; a code is never renamed.
 */
export const BED_TYPES = [
  'single',
  'semi_double',
  'double',
  'queen',
  'king',
  'futon',
  'sofa_bed',
  'bunk',
] as const;
export type BedType = (typeof BED_TYPES)[number];

export const ROOM_AMENITIES = [
  'wifi',
  'air_conditioner',
  'tv',
  'fridge',
  'kettle',
  'hair_dryer',
  'bathtub',
  'shower',
  'toilet_washlet',
  'yukata',
  'toiletries',
  'safe',
  'desk',
  'washing_machine',
  'kitchen',
  'open_air_bath',
  'accessible',
] as const;
export type RoomAmenity = (typeof ROOM_AMENITIES)[number];

/** Whether smoking is allowed in the room. */
export const SMOKING = ['no', 'yes'] as const;
export type Smoking = (typeof SMOKING)[number];

import { Trans, useLingui } from '@lingui/react/macro';
import { bedGuests } from '../model/bodies';
import { type ChildKey, emptyRoom, MAX_ROOMS, type Occupancy } from '../model/flow-state';
import { FieldError, invalidProps } from './field-error';

/** 0, 1, … max: the choices of a count select. */
export const upTo = (max: number, from = 0): number[] =>
  Array.from({ length: Math.max(0, max - from + 1) }, (_, i) => from + i);

/** Most guests of one kind in a room (the shared schema's limit per field). */
const MAX_PER_FIELD = 20;

export type PickerChild = {
  child_type: number;
  name: string;
  /** e.g. "10–12 years · 70% of the adult price". */
  detail: string;
  uses_bed: boolean;
};

type Props = {
  rooms: Occupancy[];
  onChange: (rooms: Occupancy[]) => void;
  /** The child types the plan accepts. */
  childTypes: readonly PickerChild[];
  /** The room type's capacity (adults and children with a bed); null while unknown. */
  maxGuests: number | null;
  errors: Record<string, string>;
};

type CountKey = 'male_num' | 'female_num' | ChildKey;

/**
 * The largest count a field may offer: the room's capacity less the other guests who use a bed, for
 * adults and children with a bed; the schema's per-field limit for children without one. The value
 * already chosen is always offered, so a party over the limit stays visible with its error.
 */
export function maxFor(
  room: Occupancy,
  key: CountKey,
  usesBed: boolean,
  maxGuests: number | null,
  bedChildTypes: readonly number[],
): number {
  if (!usesBed || maxGuests === null) return Math.max(MAX_PER_FIELD, room[key]);
  const others = bedGuests(room, bedChildTypes) - room[key];
  return Math.max(room[key], Math.min(MAX_PER_FIELD, Math.max(0, maxGuests - others)));
}

/** Number of rooms, then for each room: adults by gender and each child type the plan accepts. */
export function OccupancyPicker({ rooms, onChange, childTypes, maxGuests, errors }: Props) {
  const { t } = useLingui();
  const bedTypes = childTypes.filter((c) => c.uses_bed).map((c) => c.child_type);
  const setCount = (index: number, key: CountKey, value: number) =>
    onChange(rooms.map((r, i) => (i === index ? { ...r, [key]: value } : r)));
  const setRoomCount = (n: number) =>
    onChange(
      n <= rooms.length
        ? rooms.slice(0, n)
        : [...rooms, ...Array.from({ length: n - rooms.length }, () => emptyRoom())],
    );

  const countSelect = (index: number, key: CountKey, label: string, usesBed: boolean, hint?: string) => {
    const room = rooms[index] as Occupancy;
    const id = `bk-room-${index}-${key}`;
    const max = maxFor(room, key, usesBed, maxGuests, bedTypes);
    return (
      <div className="field" key={key}>
        <label htmlFor={id}>{label}</label>
        {hint ? (
          <p className="bk-hint" id={`${id}-hint`}>
            {hint}
          </p>
        ) : null}
        <select
          id={id}
          name={key}
          value={room[key]}
          onChange={(e) => setCount(index, key, Number(e.target.value))}
          {...(hint ? { 'aria-describedby': `${id}-hint` } : {})}
        >
          {upTo(max).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
    );
  };

  return (
    <div className="bk-occupancy">
      <div className="field">
        <label htmlFor="bk-room-count">{t`部屋数`}</label>
        <select
          id="bk-room-count"
          value={rooms.length}
          onChange={(e) => setRoomCount(Number(e.target.value))}
          {...invalidProps('rooms', errors.rooms)}
        >
          {upTo(MAX_ROOMS, 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <FieldError name="rooms" code={errors.rooms} />
      </div>
      {maxGuests !== null ? (
        <p className="bk-hint">
          <Trans>1部屋の定員：{maxGuests}名（大人と寝具を使うお子様）</Trans>
        </p>
      ) : null}
      {rooms.map((_, index) => {
        const n = index + 1;
        const key = `rooms.${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rooms have no identity beyond their position
          <fieldset key={index} {...invalidProps(key, errors[key])} data-testid={`room-${index}`}>
            <legend>{t`${n}部屋目`}</legend>
            <div className="bk-grid">
              {countSelect(index, 'male_num', t`大人（男性）`, true)}
              {countSelect(index, 'female_num', t`大人（女性）`, true)}
            </div>
            {childTypes.length ? (
              <div className="bk-grid bk-grid--wide">
                {childTypes.map((c) =>
                  countSelect(index, `child_type_${c.child_type}` as ChildKey, c.name, c.uses_bed, c.detail),
                )}
              </div>
            ) : null}
            <FieldError name={key} code={errors[key]} />
          </fieldset>
        );
      })}
    </div>
  );
}

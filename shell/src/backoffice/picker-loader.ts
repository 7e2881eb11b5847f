import { api } from '@tomaru/ui/api';
import type { HotelSummary } from '@tomaru/ui/backoffice';
import type { Client, InferResponseType } from '@tomaru/ui/client';
import type { FrameConfig } from './frame-loader';

export type PickerData = { config: FrameConfig; hotels: HotelSummary[] | null };

/** Hotels the viewer may open (admin: all; chain: its own); other roles are chosen by id. */
export async function loadPicker(config: FrameConfig): Promise<PickerData> {
  if (config.role !== 'hotel') return { config, hotels: null };
  const { hotels } = await api<InferResponseType<Client['api']['api']['gethotelsall']['$get'], 200>>(
    '/api/api/gethotelsall',
    { kind: config.viewer },
  );
  return { config, hotels };
}

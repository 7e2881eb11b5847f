import { queryOptions } from '@tanstack/react-query';
import type {
  CreateAdditionalOptionBody,
  CreateOptionBody,
  UpdateAdditionalOptionBody,
  UpdateOptionBody,
  UpdateOptionStocksBody,
} from '@tomaru/domain/schemas/options';
import type { StaffKind } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';

const api = (viewer: StaffKind) => client(viewer).api.api;
const hotelQuery = (hotelId: number) => ({ query: { hotel_id: String(hotelId) } });

/** The hotel's asked options (questions with choices) and its languages. */
export const askedOptionsQuery = (viewer: StaffKind, hotelId: number) =>
  queryOptions({
    queryKey: ['options', 'asked', viewer, hotelId],
    queryFn: async () => json(api(viewer).getoptions.$get(hotelQuery(hotelId))),
  });

export const askedOptionQuery = (viewer: StaffKind, hotelId: number, optionId: number) =>
  queryOptions({
    queryKey: ['options', 'asked', viewer, hotelId, optionId],
    queryFn: async () =>
      json(api(viewer).getoption.$get({ query: { hotel_id: String(hotelId), option_id: String(optionId) } })),
  });

export const createAskedOption = async (viewer: StaffKind, body: CreateOptionBody) =>
  json(api(viewer).createoption.$post({ json: body }));
export const updateAskedOption = async (viewer: StaffKind, body: UpdateOptionBody) =>
  json(api(viewer).updateoption.$post({ json: body }));
export const deleteAskedOption = async (viewer: StaffKind, body: { hotel_id: number; option_id: number }) =>
  json(api(viewer).deleteoption.$post({ json: body }));
export const sortAskedOptions = async (viewer: StaffKind, body: { hotel_id: number; option_ids: number[] }) =>
  json(api(viewer).updateoptiondisplayorders.$post({ json: body }));

/** The hotel's paid additional options with their plans, and its languages. */
export const additionalOptionsQuery = (viewer: StaffKind, hotelId: number) =>
  queryOptions({
    queryKey: ['options', 'additional', viewer, hotelId],
    queryFn: async () => json(api(viewer).getadditionaloptions.$get(hotelQuery(hotelId))),
  });

export const additionalOptionQuery = (viewer: StaffKind, hotelId: number, optionId: number) =>
  queryOptions({
    queryKey: ['options', 'additional', viewer, hotelId, optionId],
    queryFn: async () =>
      json(
        api(viewer).getadditionaloption.$get({
          query: { hotel_id: String(hotelId), additional_option_id: String(optionId) },
        }),
      ),
  });

export const createAdditional = async (viewer: StaffKind, body: CreateAdditionalOptionBody) =>
  json(api(viewer).createadditionaloption.$post({ json: body }));
export const updateAdditional = async (viewer: StaffKind, body: UpdateAdditionalOptionBody) =>
  json(api(viewer).updateadditionaloption.$post({ json: body }));
export const sortAdditional = async (
  viewer: StaffKind,
  body: { hotel_id: number; additional_option_ids: number[] },
) => json(api(viewer).updateadditionaloptiondisplayorders.$post({ json: body }));

/** An additional option's stock, sold and remaining on each date of a range. */
export const optionStocksQuery = (
  viewer: StaffKind,
  hotelId: number,
  optionId: number,
  from: string,
  to: string,
) =>
  queryOptions({
    queryKey: ['options', 'stocks', viewer, hotelId, optionId, from, to],
    queryFn: async () =>
      json(
        api(viewer).getadditionaloptionstocks.$get({
          query: { hotel_id: String(hotelId), additional_option_id: String(optionId), from, to },
        }),
      ),
  });

export const updateOptionStocks = async (viewer: StaffKind, body: UpdateOptionStocksBody) =>
  json(api(viewer).updateadditionaloptionstocks.$post({ json: body }));

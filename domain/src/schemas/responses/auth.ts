import * as v from 'valibot';
import { USER_TYPES } from '../../enums';
import { count, id } from './common';

/** The answers of sign-in, refresh and the session's own calls. */

export const tokenPairReply = v.object({
  access_token: v.string(),
  refresh_token: v.string(),
  token_type: v.literal('Bearer'),
  /** Seconds until the access token expires. */
  expires_in: count,
});

export const meReply = v.object({
  name: v.string(),
  /** The id of the user's entity: hotel, chain, union, admin account or member. */
  id,
  type: v.picklist(USER_TYPES),
  /** When the access token expires (Unix seconds). */
  exp: v.number(),
  /** The signed-in account itself (a hotel may have several staff accounts; `id` is the hotel). */
  account_id: id,
});

export const loggedOutReply = v.object({ status: v.literal('logged_out') });
export const passwordChangedReply = v.object({ status: v.literal('password_changed') });

import { client, json } from '@tomaru/ui/client';

/** Changes the signed-in member's password; a wrong current password → password_change_failed. */
export const changePassword = (body: {
  current_password: string;
  password: string;
  password_confirmation: string;
}) => json(client('user').api.api.changepassword.$post({ json: body }));

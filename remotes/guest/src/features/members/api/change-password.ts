import { api } from '@tomaru/ui/api';

/** Changes the signed-in member's password; a wrong current password → password_change_failed. */
export function changePassword(body: {
  current_password: string;
  password: string;
  password_confirmation: string;
}): Promise<{ status: 'password_changed' }> {
  return api('/api/api/changepassword', { kind: 'user', body });
}

import type { BackOffice } from '@tomaru/ui/backoffice';

/** A union reads a hotel's prices but never changes them (the server refuses it too). */
export const isReadOnly = (office: Pick<BackOffice, 'viewer'>) => office.viewer === 'union';

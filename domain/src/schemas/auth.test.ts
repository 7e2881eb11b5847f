import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toErrorIssues } from '../validation';
import { changePasswordBody, newPasswordWithConfirmation, passwordPolicy } from './auth';

const codesOf = (input: string) => {
  const result = v.safeParse(passwordPolicy, input);
  return result.success ? [] : toErrorIssues(result.issues).map((i) => i.code);
};

describe('the password policy', () => {
  it('accepts 12 to 72 characters of letters and digits, with symbols allowed', () => {
    expect(codesOf('Tomaru2026demo')).toEqual([]);
    expect(codesOf('abcdefghijk1')).toEqual([]);
    expect(codesOf(`a${'1'.repeat(71)}`)).toEqual([]);
    expect(codesOf('P@ss-w0rd_!#$%&')).toEqual([]);
  });

  it('refuses fewer than 12 characters', () => {
    expect(codesOf('abcdefghij1')).toContain('password_too_short');
  });

  it('refuses more than 72 characters', () => {
    expect(codesOf(`a${'1'.repeat(72)}`)).toContain('password_too_long');
  });

  it('requires both letters and digits', () => {
    expect(codesOf('abcdefghijklmn')).toContain('password_needs_letter_and_digit');
    expect(codesOf('12345678901234')).toContain('password_needs_letter_and_digit');
    expect(codesOf('!!!!!!!!!!!!!!')).toContain('password_needs_letter_and_digit');
  });

  it('refuses spaces, control characters and characters outside ASCII', () => {
    for (const bad of [
      'abc def 123456',
      'abcdef\t123456',
      'ｐａｓｓｗｏｒｄ１２３４５',
      'パスワード12345678ab',
      'abcdef123456é',
    ]) {
      expect(codesOf(bad), bad).toContain('password_invalid_characters');
    }
  });

  it('requires an entry', () => {
    expect(codesOf('')).toContain('required');
  });

  it('reports a confirmation that does not match on the confirmation field', () => {
    const result = v.safeParse(newPasswordWithConfirmation, {
      password: 'Tomaru2026demo',
      password_confirmation: 'Tomaru2026dem0',
    });
    expect(result.success).toBe(false);
    expect(toErrorIssues(result.issues ?? [])).toEqual([
      {
        path: 'password_confirmation',
        code: 'password_mismatch',
        message: 'The password confirmation does not match.',
      },
    ]);
    expect(
      v.safeParse(newPasswordWithConfirmation, {
        password: 'Tomaru2026demo',
        password_confirmation: 'Tomaru2026demo',
      }).success,
    ).toBe(true);
  });

  it('checks the policy and the confirmation when changing a password', () => {
    const result = v.safeParse(changePasswordBody, {
      current_password: 'old',
      password: 'short1',
      password_confirmation: 'short1',
    });
    expect(toErrorIssues(result.issues ?? []).map((i) => [i.path, i.code])).toEqual([
      ['password', 'password_too_short'],
    ]);
  });
});

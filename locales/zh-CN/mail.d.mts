// The types of mail.mjs, which `lingui compile` writes beside this file (not committed): the mail
// catalog (decision 026), message id → compiled message.
export declare const messages: Record<string, string | (string | [string, ...unknown[]])[]>;

import { z } from "zod";

export const subscriptionTierSchema = z.enum(["free", "professional", "enterprise", "beta"]);
export type SubscriptionTier = z.infer<typeof subscriptionTierSchema>;

/** GET /api/auth/user → 200 with this, or 401. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  subscriptionTier: subscriptionTierSchema,
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const PASSWORD_MIN_LENGTH = 10;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "That email address is too long.")
  .pipe(z.email("Enter a valid email address."));

/** The same rule in the sign-up form and on the server, so both say the same thing. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(200, "Use at most 200 characters.")
  .refine((password) => /[a-zA-Z]/.test(password) && /[^a-zA-Z]/.test(password), {
    message: "Mix letters with at least one number or symbol.",
  })
  .refine((password) => !commonPasswords.has(password.toLowerCase()), {
    message: "That password is too common. Choose another.",
  });

const commonPasswords = new Set([
  "password123",
  "password1!",
  "qwerty12345",
  "1234567890a",
  "iloveyou123",
  "letmein1234",
  "welcome1234",
  "admin12345",
  "passw0rd123",
  "abc1234567",
  "changeme123",
  "contract123",
]);

/** POST /api/auth/signup */
export const signUpRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** POST /api/auth/signin */
export const signInRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Enter your password.").max(200),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** GET /api/auth/providers — which sign-in methods the server offers. */
export const authProvidersSchema = z.object({ password: z.boolean(), oidc: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** Only same-site paths may be returned to after sign-in (no open redirects). */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  return value;
}

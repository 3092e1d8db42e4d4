import { Link, Navigate, useSearchParams } from "react-router";
import { safeReturnPath, signUpRequestSchema } from "../../../common/api/auth";
import { useAuth } from "../features/auth/api/get-auth-user";
import { useSignUp } from "../features/auth/api/sign-up";
import { AuthCard } from "../features/auth/components/auth-card";
import { CredentialsForm } from "../features/auth/components/credentials-form";
import { SingleSignOnLink } from "../features/auth/components/single-sign-on-link";
import { authTexts } from "../features/auth/texts";
import { paths } from "../paths";

export default function SignUpScreen() {
  const { user } = useAuth();
  const signUp = useSignUp();
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get("returnTo");

  if (user) return <Navigate to={safeReturnPath(returnTo)} replace />;

  const signInLink = returnTo ? `${paths.signIn}?returnTo=${encodeURIComponent(returnTo)}` : paths.signIn;
  return (
    <AuthCard
      title={authTexts.signUpTitle}
      intro={authTexts.signUpIntro}
      footer={
        <>
          {authTexts.haveAccount}{" "}
          <Link to={signInLink} className="font-semibold text-teal-800 hover:underline">
            {authTexts.signInLink}
          </Link>
        </>
      }
    >
      <CredentialsForm
        schema={signUpRequestSchema}
        mutation={signUp}
        submitLabel={authTexts.signUpSubmit}
        pendingLabel={authTexts.signingUp}
        passwordAutoComplete="new-password"
        passwordHint={authTexts.passwordHint}
      />
      <SingleSignOnLink returnTo={returnTo} />
    </AuthCard>
  );
}

import { Link, Navigate, useSearchParams } from "react-router";
import { safeReturnPath, signInRequestSchema } from "../../../common/api/auth";
import { useAuth } from "../features/auth/api/get-auth-user";
import { useSignIn } from "../features/auth/api/sign-in";
import { AuthCard } from "../features/auth/components/auth-card";
import { CredentialsForm } from "../features/auth/components/credentials-form";
import { SingleSignOnLink } from "../features/auth/components/single-sign-on-link";
import { authTexts } from "../features/auth/texts";
import { paths } from "../paths";

export default function SignInScreen() {
  const { user } = useAuth();
  const signIn = useSignIn();
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get("returnTo");

  // Signed in (already, or just now): go where the user was headed.
  if (user) return <Navigate to={safeReturnPath(returnTo)} replace />;

  const signUpLink = returnTo ? `${paths.signUp}?returnTo=${encodeURIComponent(returnTo)}` : paths.signUp;
  return (
    <AuthCard
      title={authTexts.signInTitle}
      intro={authTexts.signInIntro}
      footer={
        <>
          {authTexts.noAccount}{" "}
          <Link to={signUpLink} className="font-semibold text-teal-800 hover:underline">
            {authTexts.createAccountLink}
          </Link>
        </>
      }
    >
      <CredentialsForm
        schema={signInRequestSchema}
        mutation={signIn}
        submitLabel={authTexts.signInSubmit}
        pendingLabel={authTexts.signingIn}
        passwordAutoComplete="current-password"
      />
      <SingleSignOnLink returnTo={returnTo} />
    </AuthCard>
  );
}

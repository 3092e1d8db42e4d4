import { KeyRound } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../paths";
import { useAuthProviders } from "../api/get-auth-providers";
import { authTexts } from "../texts";

/** Offers the organisation's single sign-on when the server has OpenID Connect configured. */
export function SingleSignOnLink({ returnTo }: { returnTo: string | null }) {
  const providers = useAuthProviders();
  if (!providers.data?.oidc) return null;
  const href = returnTo ? `${paths.login}?returnTo=${encodeURIComponent(returnTo)}` : paths.login;
  return (
    <div className="mt-6">
      <div className="relative mb-6 text-center text-xs font-medium text-navy-500 uppercase">
        <span aria-hidden="true" className="absolute inset-x-0 top-1/2 border-t border-navy-100" />
        <span className="relative bg-white px-3">{authTexts.or}</span>
      </div>
      <Button asChild variant="secondary" size="lg" className="w-full">
        <a href={href}>
          <KeyRound aria-hidden="true" />
          {authTexts.singleSignOn}
        </a>
      </Button>
    </div>
  );
}

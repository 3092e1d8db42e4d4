import { cookieCategories } from "../../../../../common/consent";
import type { CookieChoices } from "../../../lib/consent";
import { cookieCategoryTexts } from "../texts";
import { ConsentCheckbox } from "./consent-checkbox";

/** One checkbox per cookie category; necessary is always on. Used by the banner's dialog and the settings. */
export function CookieChoicesFields({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: CookieChoices;
  onChange: (next: CookieChoices) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">Cookie categories</legend>
      {cookieCategories.map((category) => (
        <ConsentCheckbox
          key={category}
          id={`${idPrefix}-${category}`}
          checked={category === "necessary" ? true : value[category]}
          disabled={category === "necessary"}
          onChange={(checked) => onChange({ ...value, [category]: checked, necessary: true })}
          label={cookieCategoryTexts[category].label}
          description={cookieCategoryTexts[category].text}
        />
      ))}
    </fieldset>
  );
}

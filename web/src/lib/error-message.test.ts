import { describe, expect, it } from "vitest";
import { errorMessageOf } from "./error-message";
import { HttpError, TimeoutError } from "./http";
import { httpTexts } from "./http-texts";

describe("errorMessageOf", () => {
  it("prefers the server's own message", () => {
    const error = new HttpError(400, "400: The price cannot be negative.", {
      serverMessage: "The price cannot be negative.",
    });
    expect(errorMessageOf(error)).toBe("The price cannot be negative.");
  });

  it("falls back to the client's text when the server sent none", () => {
    expect(errorMessageOf(new HttpError(502, "502: Bad Gateway"))).toBe("502: Bad Gateway");
    expect(errorMessageOf(new TimeoutError())).toBe(httpTexts.timeout);
    expect(errorMessageOf("plain")).toBe("plain");
  });
});

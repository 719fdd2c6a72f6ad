import { describe, expect, it } from "vitest";
import { actEnvironmentForTests, withActEnvironment } from "./act-environment";

const actGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const before = actGlobal.IS_REACT_ACT_ENVIRONMENT;

describe("withActEnvironment", () => {
  it("sets the flag for the callback only, even when it throws", () => {
    expect(withActEnvironment(false, () => actGlobal.IS_REACT_ACT_ENVIRONMENT)).toBe(false);
    expect(actGlobal.IS_REACT_ACT_ENVIRONMENT).toBe(before);
    expect(() =>
      withActEnvironment(false, () => {
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(actGlobal.IS_REACT_ACT_ENVIRONMENT).toBe(before);
  });
});

describe("actEnvironmentForTests", () => {
  describe("inside a block that sets it", () => {
    actEnvironmentForTests(false);
    it("holds for the block's tests", () => {
      expect(actGlobal.IS_REACT_ACT_ENVIRONMENT).toBe(false);
    });
  });

  it("is put back after the block", () => {
    expect(actGlobal.IS_REACT_ACT_ENVIRONMENT).toBe(before);
  });
});

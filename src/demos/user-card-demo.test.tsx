import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RATING_MAX } from "@/data/constants";
import { UserCardDemo } from "./user-card-demo";

function card(name: string) {
  const title = screen.getByRole("heading", { name });
  const root = title.closest<HTMLElement>("article");
  if (!root) throw new Error(`no card for ${name}`);
  return within(root);
}

describe("UserCardDemo", () => {
  it("shows each user's props: name, age, email and online status as text", () => {
    render(<UserCardDemo />);
    const ada = card("Ada Lovelace");
    expect(ada.getByText("Age: 36")).toBeInTheDocument();
    expect(ada.getByText("ada@example.com")).toBeInTheDocument();
    expect(ada.getByText("Online")).toBeInTheDocument();

    const alan = card("Alan Turing");
    expect(alan.getByText("Age: 41")).toBeInTheDocument();
    expect(alan.getByText("alan@example.com")).toBeInTheDocument();
    expect(alan.getByText("Offline")).toBeInTheDocument();
  });

  it("shows the rating as filled stars out of 5 with a spoken label", () => {
    render(<UserCardDemo />);
    const stars = card("Ada Lovelace").getByRole("img", { name: "Rated 4 out of 5" });
    expect(stars.querySelectorAll("svg")).toHaveLength(5);
    expect(stars.querySelectorAll("svg[data-filled=true]")).toHaveLength(4);
  });

  it("clamps an out-of-range rating to the 5-star maximum", () => {
    render(<UserCardDemo />);
    const stars = card("Alan Turing").getByRole("img", { name: "Rated 5 out of 5" });
    expect(stars.querySelectorAll("svg")).toHaveLength(5);
    expect(stars.querySelectorAll("svg[data-filled=true]")).toHaveLength(5);
  });

  it("draws the spec's number of stars, defined in the demo's own file", () => {
    render(<UserCardDemo />);
    const stars = card("Ada Lovelace").getByRole("img", { name: /out of/ });
    expect(stars).toHaveAccessibleName(`Rated 4 out of ${RATING_MAX}`);
    expect(stars.querySelectorAll("svg")).toHaveLength(RATING_MAX);
  });
});

import { render, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { moduleLoader, useModule, type ModuleLoader } from "./module-loader";

/** A module load the test settles by hand. */
function pending<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <p>Boundary: {String(this.state.error)}</p> : this.props.children;
  }
}

function Shows({
  loader,
  wanted = true,
  failure,
}: {
  loader: ModuleLoader<string>;
  wanted?: boolean;
  failure?: "throw" | "ignore";
}) {
  const module = useModule(loader, wanted, failure);
  return <p>{module ?? "nothing yet"}</p>;
}

describe("moduleLoader", () => {
  it("loads once, keeps the module and hands it out synchronously", async () => {
    const importModule = vi.fn(() => Promise.resolve("the module"));
    const loader = moduleLoader(importModule);
    expect(loader.get()).toBeNull();
    const [first, second] = [loader.load(), loader.load()];
    expect(first).toBe(second);
    await expect(first).resolves.toBe("the module");
    expect(loader.get()).toBe("the module");
    await loader.load();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed load, so the next try loads again", async () => {
    const importModule = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce("back online");
    const loader = moduleLoader(importModule);
    await expect(loader.load()).rejects.toThrow("offline");
    expect(loader.get()).toBeNull();
    await expect(loader.load()).resolves.toBe("back online");
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});

describe("useModule", () => {
  it("loads only once wanted, then shows the module", async () => {
    const load = pending<string>();
    const importModule = vi.fn(() => load.promise);
    const loader = moduleLoader(importModule);
    const { rerender } = render(<Shows loader={loader} wanted={false} />);
    expect(importModule).not.toHaveBeenCalled();
    rerender(<Shows loader={loader} />);
    expect(screen.getByText("nothing yet")).toBeInTheDocument();
    expect(importModule).toHaveBeenCalledTimes(1);
    load.resolve("the panel");
    expect(await screen.findByText("the panel")).toBeInTheDocument();
  });

  it("shows a module loaded before in its first render, with no loading state", async () => {
    const loader = moduleLoader(() => Promise.resolve("already here"));
    await loader.load();
    render(<Shows loader={loader} />);
    // No await: the very first render has it (an Edit tab opened again shows its editor at once).
    expect(screen.getByText("already here")).toBeInTheDocument();
  });

  it("throws a failed load to the nearest error boundary", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {}); // React reports the caught error
    const loader = moduleLoader(() => Promise.reject(new Error("chunk missing")));
    render(
      <Boundary>
        <Shows loader={loader} />
      </Boundary>,
    );
    expect(await screen.findByText("Boundary: Error: chunk missing")).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  it("does without a module that failed when told to ignore failures", async () => {
    const load = pending<string>();
    const loader = moduleLoader(() => load.promise);
    render(
      <Boundary>
        <Shows loader={loader} failure="ignore" />
      </Boundary>,
    );
    load.reject(new Error("offline"));
    await expect(load.promise).rejects.toThrow("offline");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText("nothing yet")).toBeInTheDocument();
    expect(screen.queryByText(/Boundary/)).not.toBeInTheDocument();
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createFakeServer } from "./fake-server";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe("the fake server's answers on their way", () => {
  it("counts a request nobody answers as pending, not as answering", () => {
    const server = createFakeServer(sleep);
    void server.fetch("/api/users");
    expect(server.pending()).toBe(1);
    expect(server.answering()).toBe(0);
  });

  it("counts a delayed answer or failure until it is delivered", async () => {
    const server = createFakeServer(sleep);
    const ok = server.fetch("/api/users");
    const failed = server.fetch("/api/users/1").catch((error: unknown) => error);
    const [first, second] = server.server.requests;
    first.respond([{ id: 1 }], { delay: 30 });
    second.fail({ delay: 30 });
    expect(server.answering()).toBe(2);
    expect(server.pending()).toBe(2);
    expect(await (await ok).json()).toEqual([{ id: 1 }]);
    expect(await failed).toBeInstanceOf(TypeError);
    expect(server.answering()).toBe(0);
    expect(server.pending()).toBe(0);
  });

  it("counts a handler's answer until it settles, and an immediate one not at all", async () => {
    const server = createFakeServer(sleep);
    server.server.answer(async () => {
      await sleep(30);
      return { id: 2 };
    });
    const slow = server.fetch("/api/users/2");
    expect(server.answering()).toBe(1);
    expect(await (await slow).json()).toEqual({ id: 2 });
    expect(server.answering()).toBe(0);

    server.server.answer((request) => request.respond({ id: 3 }));
    const quick = server.fetch("/api/users/3");
    expect(server.answering()).toBe(0);
    expect(await (await quick).json()).toEqual({ id: 3 });
  });
});

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{worker,client,schema,scripts,test}/**/*.test.{ts,tsx}"],
    testTimeout: 20_000,
  },
});

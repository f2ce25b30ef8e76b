// Tests run on the compiled output (dist/), as native ES modules: `npm test` compiles first.
export default {
  testEnvironment: 'node',
  transform: {},
  roots: ['<rootDir>/dist/test'],
  testMatch: ['**/*.test.js'],
  testTimeout: 120000,
};

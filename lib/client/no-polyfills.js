// Stands in for next/dist/build/polyfills/polyfill-module (see next.config.ts): the browsers of
// package.json's browserslist have every feature it adds.

// A module of its own so that the deferred chunk holds the light player only: a dynamic import of
// 'lottie-react' itself brings all three lottie-web builds along.
export { LottieLight } from 'lottie-react';

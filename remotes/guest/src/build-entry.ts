// Vite needs an input of its own; the remote's real entry is assets/remoteEntry.js, made by federation.
// (Using the exposed module as the input lets the bundler merge the two and lose the expose chunk.)
export {};

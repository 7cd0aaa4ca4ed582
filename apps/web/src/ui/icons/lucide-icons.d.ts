// lucide's per-icon modules, imported one by one (ui/icons/index.ts says why); the package types only its index.
declare module 'lucide/dist/esm/icons/*.mjs' {
  const node: import('lucide').IconNode;
  export default node;
}

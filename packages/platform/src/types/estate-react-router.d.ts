/** The router library itself, for the shared router entry (a webpack alias of react-router's build). */
declare module 'estate-react-router' {
  export * from 'react-router';
}

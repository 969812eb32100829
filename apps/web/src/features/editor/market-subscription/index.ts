// The editor's product dialog mounts the market subscription control for market items. It lives in
// components/ because the catalogue's product page shows the same control and features do not
// import each other (DESIGN.md §3).
export {
  MarketSubscribeControl,
  type MarketSubscribeControlProps,
} from '../../../components/market-subscription/MarketSubscribeControl.tsx';

import { type SettlementStep, setSettlement, settlementSteps } from '../modules/payments/settlement.js';

/**
 * Adds a step after the app's settlement steps (one that watches, or one that fails after every other step ran);
 * returns the way to take it out again. The app's own steps stay as buildApp set them.
 */
export function addSettlementStep(step: SettlementStep): () => void {
  setSettlement([...settlementSteps(), step]);
  return () => setSettlement(settlementSteps().filter((s) => s !== step));
}

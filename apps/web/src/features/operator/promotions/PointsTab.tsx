// The points mall's desk (issue 15 item 5): the earning and conversion settings, the catalogue of
// goods members redeem points for, and the redemptions waiting for the operator, one under another.
import { PanelStack } from '../../../ui/Panel';
import { GoodsPanel } from './GoodsPanel';
import { PointsSettingsPanel } from './PointsSettingsPanel';
import { RedemptionsPanel } from './RedemptionsPanel';

export function PointsTab() {
  return (
    <PanelStack>
      <PointsSettingsPanel />
      <GoodsPanel />
      <RedemptionsPanel />
    </PanelStack>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Group,
  Image as KonvaImage,
  Layer,
  Line,
  Rect,
  Stage,
  Text,
  Transformer,
} from 'react-konva';
import type Konva from 'konva';
import {
  snapToCentre,
  type BaseProduct,
  type PrintArea,
  type StudioElement,
  type TextElement,
} from '../src/designs';
import { CurvedText } from './CurvedText';
import { isGarmentKind, mockupSvg } from '../src/mockups';
import { areaRect, CANVAS_HEIGHT, CANVAS_WIDTH, garmentPlacement } from './layout';
import { usePinch } from './usePinch';

/**
 * The drawing surface (Konva): the garment in its colour (the mockup's own picture of it,
 * so what the shopper places is where the order's mockup prints it), the current print
 * area to scale, and that area's elements, which drag (snapping to the area's centre lines),
 * scale and rotate with a Transformer. Changes are reported when a gesture ends, so each
 * drag or transform is one undo step. Loaded only in the browser (Konva needs a canvas).
 */
export interface StudioCanvasProps {
  product: BaseProduct;
  area: PrintArea;
  colourHex: string;
  elements: readonly StudioElement[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onChange: (id: string, patch: Partial<StudioElement>) => void;
}

function useHtmlImage(src: string | null): HTMLImageElement | null {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    if (!src) return;
    const element = new window.Image();
    element.onload = () => setImage(element);
    element.src = src;
  }, [src]);
  return image;
}

function ElementNode({
  element,
  scale,
  area,
  onSelect,
  onChange,
}: {
  element: StudioElement;
  scale: number;
  area: PrintArea;
  onSelect: (id: string) => void;
  onChange: StudioCanvasProps['onChange'];
}) {
  const image = useHtmlImage(element.kind === 'image' ? element.src : null);
  const width = element.width * scale;
  const height = element.height * scale;
  const common = {
    id: element.id,
    name: 'studio-element',
    x: element.x * scale,
    y: element.y * scale,
    offsetX: width / 2,
    offsetY: height / 2,
    width,
    height,
    rotation: element.rotation,
    draggable: !element.locked,
    onMouseDown: () => onSelect(element.id),
    onTap: () => onSelect(element.id),
    dragBoundFunc: undefined,
    onDragMove: (event: Konva.KonvaEventObject<DragEvent>) => {
      // Snap to the area's centre lines while dragging.
      const node = event.target;
      node.x(snapToCentre(node.x() / scale, area.widthMm) * scale);
      node.y(snapToCentre(node.y() / scale, area.heightMm) * scale);
    },
    onDragEnd: (event: Konva.KonvaEventObject<DragEvent>) =>
      onChange(element.id, { x: event.target.x() / scale, y: event.target.y() / scale }),
    onTransformEnd: (event: Konva.KonvaEventObject<Event>) => {
      const node = event.target;
      const sx = node.scaleX();
      const sy = node.scaleY();
      node.scaleX(1);
      node.scaleY(1);
      const patch: Partial<StudioElement> = {
        x: node.x() / scale,
        y: node.y() / scale,
        width: element.width * sx,
        height: element.height * sy,
        rotation: node.rotation(),
      };
      if (element.kind === 'text')
        (patch as Partial<typeof element>).fontSize = element.fontSize * sy;
      onChange(element.id, patch);
    },
  };
  if (element.kind === 'image')
    return image ? <KonvaImage {...common} image={image} /> : <Rect {...common} />;
  if (element.curve !== 0)
    return <CurvedText {...common} element={element as TextElement} pixelsPerMm={scale} />;
  return (
    <Text
      {...common}
      text={element.text}
      fontFamily={element.font}
      fontSize={element.fontSize * scale}
      fill={element.fill}
      align={element.align}
      verticalAlign="middle"
    />
  );
}

export function StudioCanvas(props: StudioCanvasProps) {
  const { product, area, colourHex, elements, selectedId } = props;
  const rect = areaRect(product, area);
  const transformer = useRef<Konva.Transformer>(null);
  const layer = useRef<Konva.Layer>(null);
  const stage = useRef<Konva.Stage>(null);
  const shown = elements.filter((element) => element.area === area.name);
  const selected = shown.find((element) => element.id === selectedId);
  usePinch(stage, selected, rect.scale, props.onChange);

  useEffect(() => {
    const node = selected ? layer.current?.findOne(`#${selected.id}`) : undefined;
    transformer.current?.nodes(node && !selected?.locked ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selected, elements]);

  const placement = garmentPlacement(product, area);
  const onGarment = placement !== null;
  const garmentSrc = useMemo(
    () =>
      onGarment && isGarmentKind(product.kind)
        ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
            mockupSvg(product.kind, colourHex, null, { backdrop: false }),
          )}`
        : null,
    [onGarment, product.kind, colourHex],
  );
  const garment = useHtmlImage(garmentSrc);
  const garmentTop = 20;
  return (
    <Stage
      ref={stage}
      width={CANVAS_WIDTH}
      height={CANVAS_HEIGHT}
      onMouseDown={(event) => {
        if (event.target === event.target.getStage()) props.onSelect(null);
      }}
    >
      <Layer listening={false}>
        {placement ? (
          garment && (
            <KonvaImage
              image={garment}
              x={placement.x}
              y={placement.y}
              width={placement.size}
              height={placement.size}
            />
          )
        ) : (
          <Rect
            x={CANVAS_WIDTH * 0.05}
            y={garmentTop}
            width={CANVAS_WIDTH * 0.9}
            height={CANVAS_HEIGHT - garmentTop * 2}
            cornerRadius={40}
            fill={colourHex}
            shadowColor="#000"
            shadowBlur={12}
            shadowOpacity={0.25}
          />
        )}
      </Layer>
      <Layer ref={layer}>
        <Group
          x={rect.x}
          y={rect.y}
          clipX={0}
          clipY={0}
          clipWidth={rect.width}
          clipHeight={rect.height}
        >
          {shown.map((element) => (
            <ElementNode
              key={element.id}
              element={element}
              scale={rect.scale}
              area={area}
              onSelect={props.onSelect}
              onChange={props.onChange}
            />
          ))}
        </Group>
        <Rect
          x={rect.x}
          y={rect.y}
          width={rect.width}
          height={rect.height}
          stroke="#9aa0a6"
          dash={[6, 4]}
          listening={false}
        />
        <Line
          points={[rect.x + rect.width / 2, rect.y, rect.x + rect.width / 2, rect.y + rect.height]}
          stroke="#9aa0a6"
          opacity={0.4}
          listening={false}
        />
        <Line
          points={[rect.x, rect.y + rect.height / 2, rect.x + rect.width, rect.y + rect.height / 2]}
          stroke="#9aa0a6"
          opacity={0.4}
          listening={false}
        />
        <Transformer ref={transformer} rotateEnabled keepRatio />
      </Layer>
    </Stage>
  );
}

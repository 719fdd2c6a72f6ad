export interface RoomSocket {
  close(): void;
}

export function openRoomSocket(config: { roomId: string; serverUrl: string }): RoomSocket;

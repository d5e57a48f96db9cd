// The chat bench's yardstick: a plain Socket.IO server (no auth, no database, no Redis) on the same path as the
// hub. Each socket names its room in the handshake; a `message` is relayed to the room's other socket as
// `message:new`, as the hub delivers a REST send to the other participant.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const http = createServer((request, response) => {
  response.writeHead(request.url === '/bare-chat' ? 200 : 404, { 'content-type': 'text/plain' });
  response.end('ok');
});
const io = new Server(http, { path: '/chatHub', serveClient: false });
io.on('connection', (socket) => {
  const room = String(socket.handshake.auth.room);
  void socket.join(room);
  socket.on('message', (payload: unknown) => socket.to(room).emit('message:new', payload));
});
http.listen(Number(process.env.PORT), '127.0.0.1');

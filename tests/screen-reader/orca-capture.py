#!/usr/bin/python3
"""Starts Debian's own Orca (/usr/bin/orca, unchanged) with what it speaks written to a file:
every utterance goes through Orca's logger named "speech" (the one its regression tests read) as
"SPEECH OUTPUT: '...'"; a handler on it writes each line at once, with the time, to
$ORCA_SPEECH_LOG. $ORCA_DEBUG_LOG, when set, gets Orca's debug log line by line (to see why
something was not said)."""
import logging
import os
import runpy
import sys

sys.path.insert(1, '/usr/lib/python3/dist-packages')
from orca import debug, speech  # noqa: E402  (importing speech creates its logger)

if os.environ.get('ORCA_SPEECH_LOG'):
    handler = logging.FileHandler(os.environ['ORCA_SPEECH_LOG'], mode='w', encoding='utf-8')
    handler.setFormatter(logging.Formatter('%(created).3f %(message)s'))
    logging.getLogger('speech').addHandler(handler)

if os.environ.get('ORCA_DEBUG_LOG'):
    debug.debugLevel = debug.LEVEL_INFO
    debug.debugFile = open(os.environ['ORCA_DEBUG_LOG'], 'w', buffering=1, encoding='utf-8')

sys.argv[0] = '/usr/bin/orca'
runpy.run_path('/usr/bin/orca', run_name='__main__')

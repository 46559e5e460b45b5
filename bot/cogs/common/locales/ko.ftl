# Words every room shares, in Korean (docs/glossary-ko.md). Permission names follow the Korean
# Discord client's channel settings.

duration-days = { $count }일
duration-hours = { $count }시간
duration-minutes = { $count }분
duration-seconds = { $count }초
duration-two = { $larger } { $smaller }

list-comma = { ", " }
list-and = { $rest }, { $last }

permission-name = { $permission ->
    [view_channel] 채널 보기
    [send_messages] 메시지 보내기
    [send_messages_in_threads] 스레드에서 메시지 보내기
    [create_public_threads] 공개 스레드 만들기
    [create_private_threads] 비공개 스레드 만들기
    [attach_files] 파일 첨부
    [manage_guild] 서버 관리하기
    [mention_everyone] @everyone, @here, 모든 역할 멘션하기
   *[other] { $permission }
}
permission-effect = { $permission ->
    [attach_files] 판이 글자로만 올라갑니다
    [create_public_threads] 대국이 자기 스레드 대신 이 채널에서 진행됩니다
    [send_messages_in_threads] 대국이 자기 스레드 대신 이 채널에서 진행됩니다
    [create_private_threads] 대회 경기가 공개 스레드에서 열리고, 채널에 하나씩 알려집니다
   *[other] { $permission }
}

## Colours, as a game names them (rules.Colour)

colour-name = { $colour ->
    [black] 흑
    [white] 백
    [red] 빨강
    [light] 밝은 돌
    [dark] 어두운 돌
   *[other] { $colour }
}

## Answers every command and button may give

common-apology = 죄송합니다. 제 쪽에서 문제가 생겨 이 요청으로는 아무것도 바뀌지 않았습니다. 기록해 두었으니 잠시 뒤에 다시 해 보세요.
common-restarting = 지금 봇이 다시 시작하는 중이라 아무것도 하지 않았습니다. 1분쯤 뒤에 다시 해 보세요.
common-unknown-form = 이 양식은 오래되었습니다(연 뒤에 봇이 업데이트되었습니다). 그래서 아무것도 기록하지 않았습니다. 다시 열어 주세요.
common-option-unusable = 그 옵션에는 `{ $value }` 값을 쓸 수 없습니다. 목록에서 골라 주세요.
common-server-only = 이 명령은 개인 메시지가 아니라 서버 채널에서 쓸 수 있습니다.
common-not-allowed = 여기서는 이 명령을 쓸 권한이 없습니다.
confirm-question = { $question } 되돌릴 수 없습니다. (버튼 만료: { $expiry })
confirm-not-yours = 다른 사람의 확인 요청이라 아무것도 하지 않았습니다.
confirm-no = 아무것도 하지 않았습니다.
confirm-gone = 그 버튼은 더 이상 쓰이지 않아 아무것도 하지 않았습니다.
confirm-expired = 확인 시간이 지나 아무것도 하지 않았습니다. 명령을 다시 쓰세요.
confirm-yes = { $action ->
    [resign] 기권
    [abort] 대국 중단
    [forget] 잊기
   *[host-cancel] 대회 취소
}
confirm-keep = 그대로 두기

## Missing permissions

permissions-cannot-post = 여기서는 게임을 진행할 수 없습니다: 이 채널에서 { $names } { $count ->
   *[other] 권한
}이 없어서 제가 올리는 글을 아무도 볼 수 없습니다. 서버 관리자가 채널 설정(권한)에서 허용하거나, 다른 채널에서 저를 쓰세요. 아무것도 하지 않았습니다.
permissions-degraded = 참고: 여기서 { $names } { $count ->
   *[other] 권한
}이 없어서 { $effects }.

## Suggestions as a command's option is typed

suggest-match = #{ $id } { $game } 상대 { $opponent } — { $state ->
    [over] 끝남
    [mine] 내 차례
   *[theirs] 상대 차례
}
suggest-tournament = #{ $id } { $name } — { $phase ->
    [signup] 참가 신청 중
    [checkin] 체크인 중
    [running] 진행 중
    [paused] 일시 중지
    [finished] 끝남
   *[cancelled] 취소됨
}

## Game options typed by a player

options-one-of = { $choices } 중 하나
options-on-off = on 또는 off(true 또는 false)
options-range = { $low }부터 { $high }까지의 정수
options-at-least = { $low } 이상의 정수
options-kind = { $kind } 형식의 값
options-none = { $game }에는 옵션이 없습니다.
options-list = { $game } 옵션: { $options }.
options-unknown = { $game }에는 `{ $name }` 옵션이 없습니다. { $help }
options-bad-value = { $game } 옵션 `{ $name }`에 쓸 수 있는 값: { $allowed }. `{ $value }`는 쓸 수 없습니다.

## The match buttons (components.py): in the words of the message they are on.

button-challenge = { $action ->
    [accept] 수락
    [decline] 거절
   *[cancel] 철회
}
button-word = { $word ->
    [swap] 색 바꾸기
    [done] 완료
   *[pass] 패스
}
button-take = { $colour } 가져가기
button-lock-in = 확정하기
button-rematch = 재대국
button-review = 복기
button-submit = 내 수 보내기

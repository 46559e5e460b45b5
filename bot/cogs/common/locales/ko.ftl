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
